/** The landing pages' backdrop: a receding neon floor grid and scanlines, pure CSS. */
export function NeonBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-x-0 bottom-0 h-[60%] origin-bottom [background-image:linear-gradient(rgb(255_95_184/0.18)_1px,transparent_1px),linear-gradient(90deg,rgb(34_211_238/0.14)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:linear-gradient(to_top,black,transparent)] [transform:perspective(600px)_rotateX(60deg)]" />
      <div className="scanlines absolute inset-0" />
    </div>
  );
}
