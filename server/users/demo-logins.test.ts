import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, demoLoginLines } from './demo-logins.ts';
import { seedCustomers, seedPassword } from './seed.ts';

/** The usernames in the first column of the README's demo login table. */
function readmeLogins(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('Demo logins'), readme.indexOf('Other commands'));
  return [...table.matchAll(/^\| (`[^|]+`) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((name) => name[1] ?? ''));
}

describe('the demo logins of the start banner', () => {
  it('are every login the README lists, the e2e-* ones named as reserved', () => {
    const listed = readmeLogins();
    expect(DEMO_LOGINS.map((login) => login.username)).toEqual(listed.filter((name) => !name.startsWith('e2e-')));
    expect(listed.filter((name) => name.startsWith('e2e-')).sort()).toEqual(seedCustomers.map((customer) => customer.username).filter((name) => name.startsWith('e2e-')).sort());
  });

  it('are seeded customers, and the banner prints each with the password', () => {
    const seeded = new Set(seedCustomers.map((customer) => customer.username));
    for (const login of DEMO_LOGINS) expect(seeded.has(login.username), login.username).toBe(true);
    const banner = demoLoginLines().join('\n');
    expect(banner).toContain(seedPassword);
    for (const login of DEMO_LOGINS) expect(banner).toContain(login.username);
  });
});
