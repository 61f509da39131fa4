/** Where the providers' hosted sandbox pages live (server/app.ts mounts server/sandbox/app.ts here). */
export const SANDBOX_PATH = '/sandbox';
