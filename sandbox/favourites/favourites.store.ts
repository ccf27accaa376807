import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One reader's favourites for one brand and language (the user-settings shape). */
export interface FavouriteEntry {
  brandCode: string;
  lang: string;
  ids: number[];
}

interface StoreFile {
  /** Content API variant: `{site id}:{user id}` → article ids. */
  contentApi: Record<string, number[]>;
  /** User-settings variant: user id → entries per brand and language. */
  userSettings: Record<string, FavouriteEntry[]>;
}

/** Favourites kept in one JSON file, written atomically after every change (survives restarts). */
export class FavouritesStore {
  private data: StoreFile;

  constructor(private readonly file: string) {
    this.data = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as StoreFile)
      : { contentApi: {}, userSettings: {} };
  }

  contentApiIds(site: string, userId: string): number[] {
    return this.data.contentApi[`${site}:${userId}`] ?? [];
  }

  /** False when nothing changed (already saved, or not saved). */
  changeContentApi(site: string, userId: string, id: number, add: boolean): boolean {
    const key = `${site}:${userId}`;
    const ids = this.data.contentApi[key] ?? [];
    if (ids.includes(id) === add) return false;
    this.data.contentApi[key] = add ? [id, ...ids] : ids.filter((saved) => saved !== id);
    this.save();
    return true;
  }

  userSettings(userId: string): FavouriteEntry[] {
    return this.data.userSettings[userId] ?? [];
  }

  changeUserSettings(userId: string, brandCode: string, lang: string, ids: number[], add: boolean) {
    const entries = this.data.userSettings[userId] ?? [];
    let entry = entries.find((item) => item.brandCode === brandCode && item.lang === lang);
    if (entry === undefined) {
      entry = { brandCode, lang, ids: [] };
      entries.push(entry);
    }
    entry.ids = add
      ? [...ids.filter((id) => !entry.ids.includes(id)), ...entry.ids]
      : entry.ids.filter((id) => !ids.includes(id));
    this.data.userSettings[userId] = entries;
    this.save();
    return entries;
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
