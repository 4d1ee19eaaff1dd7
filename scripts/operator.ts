/**
 * npm run admin:grant -- CORREO / npm run admin:revoke -- CORREO: makes an account an operator of
 * the console (/admin) or takes it back. With the embedded database it runs only while the server is
 * stopped (PGlite is one process's database); with DATABASE_URL, any time.
 */
import { changeOperator, type OperatorChange } from '../src/server/admin/operator-command.js';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { dataDirHolder, markDataDirInUse } from '../src/server/db/data-dir-lock.js';
import { migrate } from '../src/server/db/migrate.js';
import { fill } from '../src/shared/format.js';
import { messages } from '../src/server/messages/catalogue.js';

async function main(): Promise<number> {
  const [change, email = ''] = process.argv.slice(2);
  if ((change !== 'grant' && change !== 'revoke') || !email.trim()) {
    console.error(messages.admin.commandUsage);
    return 2;
  }
  const config = loadConfig();
  const { dataDir, url } = config.database;
  if (!url) {
    const pid = dataDirHolder(dataDir);
    if (pid !== null) {
      console.error(fill(messages.admin.commandDataDirInUse, { dir: dataDir, pid }));
      return 1;
    }
    process.on('exit', markDataDirInUse(dataDir));
  }
  const db = await openDatabase({ ...config.database, poolSize: 1 });
  try {
    // A database the server has not opened since an update may lack the operator flag.
    await migrate(db.pool);
    const result = await changeOperator(db.pool, email, change as OperatorChange);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
