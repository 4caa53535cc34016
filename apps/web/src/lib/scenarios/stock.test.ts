import { STOCK_SCENARIOS, seedStockScenarios, type Actor } from '@harbinger/platform';
import { SCENARIO_SECTIONS } from '@harbinger/rules';
import { backends, player, useTestPlatform } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../api/error-schema.js';
import { stockShelfSchema } from '../api/responses-scenarios-stock.js';
import { apiOperations } from '../server/openapi.js';
import { renderMarkdown } from '../sheet/markdown.js';
import { discoveredWords, playersWords, statusWords } from './stock-words.js';
import * as shelfRoute from '../../routes/api/v1/scenarios/stock/+server.js';
import * as unlockRoute from '../../routes/api/v1/scenarios/[id]/unlock/+server.js';

describe('the stock write-ups', () => {
  it.each(STOCK_SCENARIOS.flatMap((s) => SCENARIO_SECTIONS.map((section) => [s.title, section, s[section]] as const)))(
    '%s (%s) uses only what the markdown renderer knows',
    (_title, _section, markdown) => {
      const html = renderMarkdown(markdown);
      // Every paragraph is one line (no forced line breaks), and no markup is left over as text.
      expect(html).not.toContain('<br>');
      const text = html.replace(/<[^>]+>/g, '');
      expect(text).not.toMatch(/\*\*|__|`|^#|^>|^\||\]\(|^-{3,}$/m);
      expect(text).not.toMatch(/(^|\s)\*(\S)/);
      expect(html).toMatch(/^<(p|h\d|ul|ol)>/);
    },
  );

  it('says who has it, how many players and what Status, in words', () => {
    expect(discoveredWords(['unlocked'])).toBe('you unlocked it');
    expect(discoveredWords(['played', 'gmed', 'unlocked'])).toBe('you played it, you GMed it and you unlocked it');
    expect(playersWords({ minPlayers: 2, maxPlayers: 5 })).toBe('2–5 players');
    expect(playersWords({ minPlayers: 3, maxPlayers: 3 })).toBe('3 players');
    expect(statusWords('novice')).toBe('Novice');
    expect(statusWords('any')).toBe('Any Status');
  });
});

type Handler = (event: unknown) => Response | Promise<Response>;

describe.each(backends)('the stock shelf API ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(handler: unknown, actor: Actor, params: Record<string, string> = {}) {
    const url = new URL('http://localhost/api/v1/scenarios/stock');
    const response = await (handler as Handler)({
      locals: { platform: t.platform, actor },
      params,
      url,
      request: new Request(url, { method: 'POST' }),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  }

  it('answers visitors and players with what the document promises', async () => {
    await seedStockScenarios(t.platform);
    const visitor = await call(shelfRoute.GET, null);
    expect(visitor.status).toBe(200);
    expect(stockShelfSchema.parse(visitor.json).items).toHaveLength(STOCK_SCENARIOS.length);

    const ada = await player(t.platform, 'ada');
    const free = STOCK_SCENARIOS[0]!.id;
    const unlocked = await call(unlockRoute.POST, ada, { id: free });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json).toEqual({ id: free, spent: 0, balance: 0 });

    const unlock = apiOperations['/scenarios/{id}/unlock']!.post!;
    for (const [actor, id, status] of [
      [null, free, 401],
      [ada, STOCK_SCENARIOS[1]!.id, 403],
      [ada, 'nope', 404],
      [ada, STOCK_SCENARIOS[5]!.id, 409],
    ] as const) {
      const refused = await call(unlockRoute.POST, actor, { id });
      expect(refused.status).toBe(status);
      apiErrorSchema.parse(refused.json);
      expect(unlock.responses[status], String(status)).toBeDefined();
    }
  });
});
