/** Ports of the browser tests' servers (test/e2e/serve.ts); override with the environment. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)
export const E2E_PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? 4318)
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4319)
