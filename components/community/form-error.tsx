export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded border border-neon-red/60 bg-neon-red/10 px-3 py-2 text-sm text-neon-red">
      {message}
    </p>
  );
}
