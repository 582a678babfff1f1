import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, demoLoginLines } from './demo-logins.ts';
import { seedCustomers, seedPassword } from './seed.ts';
import { memberLevelTable } from './member-levels.ts';
import { createTestServer } from '../test-support.ts';
import { seedStaff } from '../staff/seed.ts';

/** The rows of the README's demo login table: the logins of the first column, and what the row says. */
function readmeRows(): { logins: string[]; says: string }[] {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('Demo logins'), readme.indexOf('Other commands'));
  return [...table.matchAll(/^\| (`[^|]+`) \|(.*)$/gm)].map((row) => ({
    logins: [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((name) => name[1] ?? ''),
    says: row[2] ?? '',
  }));
}

/** The usernames in the first column of the README's demo login table. */
const readmeLogins = (): string[] => readmeRows().flatMap((row) => row.logins);

describe('the demo logins of the start banner', () => {
  it('are every login the README lists, the e2e-* ones named as reserved, the staff\'s after the customers\'', () => {
    const listed = readmeLogins();
    const staff = new Set(seedStaff.map((member) => member.username));
    expect(DEMO_LOGINS.map((login) => login.username)).toEqual(listed.filter((name) => !name.startsWith('e2e-') && !staff.has(name)));
    expect(listed.filter((name) => staff.has(name))).toEqual(seedStaff.map((member) => member.username));
    expect(listed.filter((name) => name.startsWith('e2e-')).sort()).toEqual(seedCustomers.map((customer) => customer.username).filter((name) => name.startsWith('e2e-')).sort());
  });

  it('are seeded customers, and the banner prints each with the password', () => {
    const seeded = new Set(seedCustomers.map((customer) => customer.username));
    for (const login of DEMO_LOGINS) expect(seeded.has(login.username), login.username).toBe(true);
    const banner = demoLoginLines().join('\n');
    expect(banner).toContain(seedPassword);
    for (const login of DEMO_LOGINS) expect(banner).toContain(login.username);
  });

  it('print the demo staff only when the demo data has them (not with NODE_ENV=production)', () => {
    const withStaff = demoLoginLines(true);
    for (const member of seedStaff) expect(withStaff.some((line) => line.trim().startsWith(`${member.username} `)), member.username).toBe(true);
    const without = demoLoginLines(false);
    for (const member of seedStaff) expect(without.some((line) => line.trim().startsWith(`${member.username} `)), member.username).toBe(false);
    expect(without.length).toBe(withStaff.length - seedStaff.length - 1);
  });

  it('name the member level each customer has, as the README does', async () => {
    const server = await createTestServer();
    const levelOf = async (username: string) => {
      const answer = await server.call('GET', '/api/shop-platform/users/me/session', { token: await server.login(username) });
      return ((await answer.json()) as { customer: { memberLevel: string } }).customer.memberLevel;
    };
    const named = (text: string) => memberLevelTable.map((level) => level.name).filter((name) => text.includes(name));
    const claims = [
      ...DEMO_LOGINS.map((login) => ({ username: login.username, where: 'banner', says: login.shows })),
      ...readmeRows().flatMap((row) => (row.logins.length === 1 ? [{ username: row.logins[0] ?? '', where: 'README', says: row.says }] : [])),
    ];
    const levels = claims.filter((claim) => named(claim.says).length > 0);
    // demo and maker are described by their level in both places.
    expect(levels.map((claim) => `${claim.where} ${claim.username}`).sort()).toEqual(['README demo', 'README maker', 'banner demo', 'banner maker']);
    for (const claim of levels) expect(named(claim.says), `${claim.where}: ${claim.username}`).toEqual([await levelOf(claim.username)]);
  });
});
