/** Invalid configuration: the process refuses to start and names the key. */
export class ConfigError extends Error {
  readonly key: string;

  constructor(key: string, problem: string) {
    super(`Invalid configuration: ${key} ${problem}`);
    this.name = 'ConfigError';
    this.key = key;
  }
}
