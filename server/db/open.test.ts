import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb, openReadOnly } from './open';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('openDb', () => {
  it('creates the database and its WAL files readable by the owner only', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nd-mode-')), 'sub', 'new.db');
    const db = openDb(path);
    db.prepare("INSERT INTO meta(key, value) VALUES ('k', 'v')").run();
    expect(mode(path)).toBe(0o600);
    expect(mode(`${path}-wal`)).toBe(0o600);
    expect(mode(`${path}-shm`)).toBe(0o600);
    db.close();
  });

  it('tightens a database file an earlier version left world-readable', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nd-mode-')), 'old.db');
    writeFileSync(path, '');
    chmodSync(path, 0o644);
    openDb(path).close();
    expect(mode(path)).toBe(0o600);
  });
});

describe('openReadOnly', () => {
  it('reads the WAL database the main connection writes, and cannot write', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nd-ro-')), 'r.db');
    const db = openDb(path);
    const reader = openReadOnly(path);
    db.prepare("INSERT INTO meta(key, value) VALUES ('seen', 'yes')").run();
    expect(reader.prepare("SELECT value FROM meta WHERE key = 'seen'").pluck().get()).toBe('yes');
    expect(() => reader.prepare("INSERT INTO meta(key, value) VALUES ('x', 'y')").run()).toThrow(/readonly/);
    reader.close();
    db.close();
  });
});
