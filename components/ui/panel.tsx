/** The mall's panel: a bordered box on the panel colour. Padding and the rest are the caller's. */
export const PANEL = 'rounded-lg border border-edge bg-panel';
