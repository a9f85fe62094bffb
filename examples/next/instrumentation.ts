// Runs once when the server starts, not at build: the signer's tables exist before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./lib/migrate')).migrate();
}
