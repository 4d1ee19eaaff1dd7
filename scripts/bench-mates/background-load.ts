// The background rendition requests of one benchmark case, in a process of its own (drive.ts).
import { runBackgroundJob } from './drive.js';

await runBackgroundJob(process.argv[2]!);
