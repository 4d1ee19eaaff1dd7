/** The compiled server reads its SQL migrations from beside itself. */
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/node/server/db/migrations', { recursive: true });
