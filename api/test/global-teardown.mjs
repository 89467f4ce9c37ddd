export default async function globalTeardown() {
  const server = globalThis.__BOOKNOOK_PG__;
  if (server) {
    delete process.env.BOOKNOOK_TEST_PG_URL;
    await server.stop();
  }
}
