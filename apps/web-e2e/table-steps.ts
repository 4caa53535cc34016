import { api, homedContractor, newPlayer } from './api-client.js';

// A started Contract with seated players, set up through the JSON API (as the table tests and benchmark need one).

/** A running table: its Contract, the GM's and the players' session tokens, and each player's Contractor. */
export interface StartedTable {
  contractId: string;
  gmToken: string;
  players: { handle: string; token: string; contractorId: string }[];
}

/**
 * Signs a GM and `players` up at `baseUrl`, opens a Playgroup, brings each player's Contractor home, schedules a
 * Contract, seats everyone and starts it. Handles start with `prefix`, so several tables can share a database.
 */
export async function startedTable(baseUrl: string, prefix: string, players = 2): Promise<StartedTable> {
  const gmToken = await newPlayer(baseUrl, `${prefix}gm`);
  const { id: playgroupId } = await api<{ id: string }>(baseUrl, 'POST', '/playgroups', {
    token: gmToken,
    body: { name: `${prefix} table` },
  });
  const seated: StartedTable['players'] = [];
  for (let i = 1; i <= players; i++) {
    const handle = `${prefix}p${i}`;
    const token = await newPlayer(baseUrl, handle);
    await api(baseUrl, 'POST', `/playgroups/${playgroupId}/members`, { token, body: { action: 'join' } });
    const contractorId = await homedContractor(
      baseUrl,
      { playgroupId, ownerToken: token, leaderToken: gmToken },
      `Runner ${i}`,
    );
    seated.push({ handle, token, contractorId });
  }
  const { id: contractId } = await api<{ id: string }>(baseUrl, 'POST', '/contracts', {
    token: gmToken,
    body: {
      playgroupId,
      title: 'The Long Table',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      capacity: Math.max(5, players),
    },
  });
  for (const p of seated)
    await api(baseUrl, 'POST', `/contracts/${contractId}/rsvp`, {
      token: p.token,
      body: { contractorId: p.contractorId },
    });
  await api(baseUrl, 'POST', `/contracts/${contractId}/start`, { token: gmToken });
  return { contractId, gmToken, players: seated };
}
