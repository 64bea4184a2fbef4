'use strict';
/**
 * Export templates over 10,000 objects (the seeded prefixes): a streamed template (`{{#each queryset}}` at
 * the top) against one that takes the whole list at once, with the service process's resident memory
 * sampled every 10 ms from /proc while the body is read and thrown away. Streaming keeps the peak flat
 * (a few batches of 500 objects in memory); the whole-list template holds every object and the whole text.
 */
const { readFileSync } = require('node:fs');

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null; // not Linux
  }
}

async function exportOnce(api, pid, name) {
  const before = rssMb(pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 10);
  const t0 = Date.now();
  const response = await fetch(`${api.baseUrl}/api/ipam/prefixes/?export=${encodeURIComponent(name)}`, { headers: api.headers });
  if (response.status !== 200) throw new Error(`export ${name} → ${response.status}: ${await response.text()}`);
  let firstByteMs = null;
  let bytes = 0;
  let chunks = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (firstByteMs === null) firstByteMs = Date.now() - t0;
    bytes += chunk.length;
    chunks += 1;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid) ?? 0);
  return {
    template: name,
    objects: lines,
    megabytes: +(bytes / 1048576).toFixed(1),
    chunks,
    firstByteMs,
    totalMs: Date.now() - t0,
    rssBeforeMb: before === null ? null : +before.toFixed(1),
    rssPeakMb: before === null ? null : +peak.toFixed(1),
    rssGrowthMb: before === null ? null : +(peak - before).toFixed(1),
  };
}

async function exportBench(api, pid, expected) {
  await api.post('/api/extras/export-templates/', {
    name: 'bench-streamed',
    object_types: ['ipam.prefix'],
    template_code: '{{#each queryset}}{{json this}}\n{{/each}}',
  });
  await api.post('/api/extras/export-templates/', {
    name: 'bench-whole',
    object_types: ['ipam.prefix'],
    template_code: '{{#each queryset}}{{json this}}\n{{/each}}{{queryset.length}}',
  });
  const streamed = await exportOnce(api, pid, 'bench-streamed');
  const whole = await exportOnce(api, pid, 'bench-whole');
  if (streamed.objects !== expected) throw new Error(`streamed export: ${streamed.objects} objects, expected ${expected}`);
  return { streamed, whole };
}

module.exports = { exportBench };
