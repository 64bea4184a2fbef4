'use strict';
/** Seeds a prefix hierarchy through the REST API: 10.0.0.0/8, 40 /16s under it and /24s under those, 10,000 in all. */
const { timed } = require('./http');

const TOTAL = 10000;
const SIXTEENS = 40;

async function seedIpam(api) {
  const times = {};
  const items = [{ prefix: '10.0.0.0/8', status: 'container' }];
  for (let b = 0; b < SIXTEENS; b++) items.push({ prefix: `10.${b}.0.0/16`, status: 'container' });
  for (let c = 0; items.length < TOTAL; c++) items.push({ prefix: `10.${c % SIXTEENS}.${Math.floor(c / SIXTEENS)}.0/24` });
  const step = `${TOTAL} nested prefixes (bulk, chunks of 1000)`;
  const { ms } = await timed(async () => {
    for (let i = 0; i < items.length; i += 1000) await api.post('/api/ipam/prefixes/', items.slice(i, i + 1000));
  });
  times[step] = Math.round(ms);
  console.log(`[seed] ${step}: ${times[step]} ms`);
  return { times, prefixCount: TOTAL };
}

module.exports = { seedIpam };
