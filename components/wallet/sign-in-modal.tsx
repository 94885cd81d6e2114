'use client';

import { Modal } from '../layout/modal';
import { announceWalletSession } from './use-wallet-session';
import { WalletPicker } from './wallet-picker';

/**
 * The wallet picker in a modal, under the title of what signing in is for. A wallet signed in here is announced to
 * the page's other buttons before `onSignedIn` carries on with what was asked. The picker (and the wallet code it
 * loads) mounts only while the modal is open.
 */
export function SignInModal({
  open,
  onClose,
  title,
  onSignedIn,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  onSignedIn: (wallet: string) => void;
}) {
  const signedIn = (wallet: string) => {
    announceWalletSession(wallet);
    onSignedIn(wallet);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      subtitle="Sign a message to prove the wallet is yours. No transaction, no fee."
    >
      {open ? <WalletPicker onSignedIn={signedIn} /> : null}
    </Modal>
  );
}
