// `npm run staff:create -- --email EMAIL --terminal ID [--password PASSWORD] [--first-name NAME] [--last-name NAME]`:
// makes an account staff at a terminal, for the boarding scanner (issue 19). An existing account (by
// e-mail) keeps its password and gets the staff row (or moves terminal); otherwise a new confirmed
// account is made with the password given, or a generated one that is printed once. It opens the
// database the server uses (DATABASE_URL, else PGlite in DATA_DIR, default ./data): with PGlite,
// stop the server first (one process at a time holds the data dir).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { passwordSchema } from '../contract/onboarding';
import { emailSchema } from '../contract/validation';
import { openDatabase } from '../server/db/client';
import { makeStaff } from '../server/services/boarding/staff-accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    terminal: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  console.error('Usage: npm run staff:create -- --email EMAIL --terminal TERMINAL_ID [--password PASSWORD] [--first-name NAME] [--last-name NAME]');
  process.exit(1);
}

const email = v.safeParse(emailSchema, values.email ?? '');
if (!email.success) fail(`--email: ${email.issues[0].message}`);
const terminalId = Number(values.terminal);
if (!Number.isSafeInteger(terminalId) || terminalId < 1) fail('--terminal: the terminal id, a whole number (the seeded ones are 1 to 33).');
// A generated password meets the policy: 12 random characters, an upper and a lower case letter, a digit and a symbol.
const generated = values.password === undefined ? `${randomBytes(9).toString('base64url')}aA1!` : undefined;
const password = values.password ?? generated!;
if (values.password !== undefined) {
  const ok = v.safeParse(passwordSchema, password);
  if (!ok.success) fail(`--password: ${ok.issues[0].message}`);
}

const handle = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' });
try {
  const made = await makeStaff(handle.db, {
    email: email.output, terminalId, password, firstName: values['first-name'], lastName: values['last-name'],
  });
  console.log(`${email.output} is staff at ${made.terminalName} (terminal ${terminalId}, account ${made.customerId}).`);
  if (made.created && generated) console.log(`New account. Its password (shown once; change it after the first sign-in): ${generated}`);
  else if (made.created) console.log('New account, with the password given.');
  else console.log('The account existed; its password is unchanged.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
