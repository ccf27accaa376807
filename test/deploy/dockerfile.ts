import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One instruction of a Dockerfile: `COPY --from=build /app/dist/node ./dist/node` → COPY, args. */
export interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** One stage: `FROM image AS name` and the instructions up to the next FROM. */
export interface Stage {
  readonly name: string;
  readonly from: string;
  readonly instructions: readonly Instruction[];
}

/** The stages of a Dockerfile, in order (comments dropped, continued lines joined). */
export function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: { name: string; from: string; instructions: Instruction[] }[] = [];
  for (const line of lines) {
    const space = line.search(/\s/);
    const keyword = (space === -1 ? line : line.slice(0, space)).toUpperCase();
    const args = space === -1 ? '' : line.slice(space + 1).trim();
    if (keyword === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      stages.push({
        name: as?.toUpperCase() === 'AS' && name !== undefined ? name : String(stages.length),
        from,
        instructions: [],
      });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

export function readDockerfile(root = process.cwd()): Stage[] {
  return dockerfileStages(readFileSync(resolve(root, 'Dockerfile'), 'utf8'));
}

export function stage(stages: readonly Stage[], name: string): Stage {
  const found = stages.find((candidate) => candidate.name === name);
  if (found === undefined)
    throw new Error(
      `the Dockerfile has no stage ${name} (${stages.map((s) => s.name).join(', ')})`,
    );
  return found;
}

/** The default target of `docker build .`: the last stage. */
export function defaultTarget(stages: readonly Stage[]): Stage {
  const last = stages.at(-1);
  if (last === undefined) throw new Error('the Dockerfile has no stage');
  return last;
}

export function instructions(of: Stage, keyword: string): string[] {
  return of.instructions.filter((entry) => entry.keyword === keyword).map((entry) => entry.args);
}

/** A COPY's `--from` stage (null: the build context), its sources and its destination. */
export interface Copy {
  readonly from: string | null;
  readonly sources: readonly string[];
  readonly destination: string;
}

export function copies(of: Stage): Copy[] {
  return instructions(of, 'COPY').map((args) => {
    const words = args.split(/\s+/);
    const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
    const paths = words.filter((word) => !word.startsWith('--'));
    return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
  });
}

/** The exec-form CMD of a stage, as its words. */
export function command(of: Stage): string[] {
  const cmd = instructions(of, 'CMD').at(-1);
  return cmd === undefined ? [] : (JSON.parse(cmd) as string[]);
}
