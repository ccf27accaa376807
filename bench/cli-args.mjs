// The command line of every benchmark script: `--help` (or `-h`) prints the script's own leading
// comment (its usage and what it measures) and exits 0; an unknown or malformed option names
// itself and exits 2, before anything starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The leading `//` comment of a script, without the markers. */
export function usageOf(scriptUrl) {
  const lines = readFileSync(fileURLToPath(scriptUrl), 'utf8').split('\n');
  const comment = [];
  for (const line of lines) {
    if (!line.startsWith('//')) break;
    comment.push(line.replace(/^\/\/ ?/, ''));
  }
  return comment.join('\n');
}

/** Whether the arguments ask for help. */
export function wantsHelp(argv) {
  return argv.includes('--help') || argv.includes('-h');
}

/** Prints the usage and ends the process (0 when asked for, 2 after a mistake). */
export function exitWithUsage(scriptUrl, problem = null) {
  if (problem === null) {
    console.log(usageOf(scriptUrl));
    process.exit(0);
  }
  console.error(`${problem}\n\n${usageOf(scriptUrl)}`);
  process.exit(2);
}

/** `parseArgs` (strict) over `argv`, answering `--help` and mistakes with the usage. */
export function benchArgs(scriptUrl, options, argv = process.argv.slice(2)) {
  if (wantsHelp(argv)) exitWithUsage(scriptUrl);
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  } catch (error) {
    return exitWithUsage(scriptUrl, error.message);
  }
}
