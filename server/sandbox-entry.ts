import type { Sandbox } from './sandbox-types';

/**
 * The only way into server/sandbox/: a dynamic import, made only when config.sandbox is on, so a
 * production image may leave the folder out and still start (sandbox-entry.test.ts checks that
 * nothing else reaches it).
 */
export const loadSandbox = async (): Promise<Sandbox> => (await import('./sandbox/index')).sandbox;
