import { DeviceStatus } from '../choices/index.js';
import type { ElevationQuery } from './query.js';
import { RackedDevice, RackRow, rackUnits } from './units.js';

/**
 * The picture of one face of a rack (NetBox's RackElevationSVG, drawn our own way): unit numbers on the
 * left, the units, each placed device as a box in its role's colour named by its label (devices seen from
 * their back, full-depth ones mounted on the other face, are grey; devices the caller may not view are
 * hatched and unnamed), reservations in the right margin. Links point at the objects' pages.
 */

const BORDER = 2;

export interface Reservation {
  id: number;
  units: number[];
  description: string;
}

export interface SvgInput {
  rack: RackRow & { name: string };
  devices: RackedDevice[];
  reservations: Reservation[];
  options: ElevationQuery;
  baseUrl: string;
}

/** XML text and attribute values. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Black or white text on a background colour (NetBox's foreground_color threshold). */
function textColor(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114 > 150 ? '#000000' : '#ffffff';
}

/** Shortens a label to what fits a box of `width` pixels (about 9 px a character at 15 px). */
function fit(text: string, width: number): string {
  const max = Math.floor(width / 9);
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

/** Consecutive runs of unit numbers: [[1, 3], [7, 7]]. */
function runs(units: number[]): [number, number][] {
  const sorted = [...new Set(units)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const u of sorted) {
    const last = out.at(-1);
    if (last && u === last[1] + 1) last[1] = u;
    else out.push([u, u]);
  }
  return out;
}

function tooltip(d: RackedDevice): string {
  const lines = [
    `Name: ${d.name ?? 'None'}`,
    `Role: ${d.role}`,
    `Status: ${DeviceStatus.label(d.status) ?? d.status}`,
    `Device Type: ${d.manufacturer} ${d.model} (${Number(d.height)}U)`,
  ];
  if (d.asset_tag) lines.push(`Asset tag: ${d.asset_tag}`);
  if (d.serial) lines.push(`Serial: ${d.serial}`);
  if (d.description) lines.push(`Description: ${d.description}`);
  return lines.join('\n');
}

const STYLE = `
  text { font-family: sans-serif; font-size: 15px; text-anchor: middle; dominant-baseline: middle; }
  text.unit { font-size: 11px; fill: #6c757d; }
  rect.slot { fill: #f7f7f7; stroke: #e0e0e0; }
  rect.device { stroke: #303030; stroke-width: 1; }
  rect.rear { fill: url(#occupied); stroke: #303030; }
  rect.blocked { fill: url(#blocked); stroke: #303030; }
  rect.reservation { fill: url(#reserved); stroke: #4d4dff; stroke-width: 2; }
  rect.rack { fill: none; stroke: #303030; stroke-width: ${BORDER}; }`;

function stripes(id: string, color: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="25" gradientUnits="userSpaceOnUse" spreadMethod="repeat" gradientTransform="rotate(45, 0, 0)">` +
    `<stop offset="0%" stop-color="#f7f7f7"/><stop offset="50%" stop-color="#f7f7f7"/><stop offset="50%" stop-color="${color}"/>` +
    `<stop offset="100%" stop-color="${color}"/></linearGradient>`
  );
}

export function renderElevationSvg({ rack, devices, reservations, options, baseUrl }: SvgInput): string {
  const { unit_width: unitWidth, unit_height: unitHeight, legend_width: legend, margin_width: margin, face } = options;
  const height = Number(rack.u_height);
  const start = Number(rack.starting_unit);
  const width = unitWidth + legend + margin + BORDER * 2;
  const x0 = legend + BORDER;
  /** top left corner of a box starting at `position`, `size` units tall */
  const top = (position: number, size: number) =>
    BORDER +
    (rack.desc_units
      ? Math.trunc((position - start) * unitHeight)
      : Math.trunc((height - position + start) * unitHeight) - Math.trunc(size * unitHeight));
  const parts: string[] = [];
  for (let i = 0; i < height; i++) {
    const unit = (rack.desc_units ? i + 1 : height - i) + start - 1;
    const y = BORDER + i * unitHeight;
    parts.push(`<text class="unit" x="${legend / 2}" y="${y + unitHeight / 2 + BORDER}">${unit}</text>`);
    parts.push(`<rect class="slot" x="${x0}" y="${y}" width="${unitWidth}" height="${unitHeight}"/>`);
  }
  for (const r of reservations) {
    for (const [low, high] of runs(r.units)) {
      const size = high - low + 1;
      parts.push(
        `<a href="${xml(`${baseUrl}/dcim/rack-reservations/${r.id}/`)}" target="_parent"><title>${xml(`Reservation #${r.id}: ${r.description}`)}</title>` +
          `<rect class="reservation" x="${x0 + unitWidth + BORDER * 2}" y="${top(low, size)}" width="${margin - 3}" height="${size * unitHeight}"/></a>`,
      );
    }
  }
  for (const unit of rackUnits(rack, devices, face, false)) {
    if (!unit.occupied) continue;
    const size = unit.height ?? 1;
    const box = `x="${x0}" y="${top(unit.id, size)}" width="${unitWidth}" height="${Math.trunc(unitHeight * size)}"`;
    const d = unit.device;
    if (!d) {
      parts.push(`<rect class="blocked" ${box}/>`);
      continue;
    }
    const front = d.face === face;
    const label = d.label ?? d.model;
    const cx = x0 + unitWidth / 2;
    const cy = top(unit.id, size) + Math.trunc(unitHeight * size) / 2;
    const fill = front ? ` style="fill: #${xml(d.role_color)}"` : '';
    parts.push(
      `<a href="${xml(`${baseUrl}/dcim/devices/${d.id}/`)}" target="_parent"><title>${xml(tooltip(d))}</title>` +
        `<rect class="${front ? 'device' : 'rear'}" ${box}${fill}/>` +
        `<text x="${cx}" y="${cy}" fill="${front ? textColor(d.role_color) : '#000000'}">${xml(fit(label, unitWidth))}</text></a>`,
    );
  }
  parts.push(
    `<rect class="rack" x="${legend + BORDER / 2}" y="${BORDER / 2}" width="${unitWidth + BORDER}" height="${height * unitHeight + BORDER}"/>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height * unitHeight + BORDER * 2}">` +
    `<title>${xml(`${rack.name} (${face})`)}</title>` +
    `<defs><style>${STYLE}</style>${stripes('reserved', '#b0b0ff')}${stripes('occupied', '#d7d7d7')}${stripes('blocked', '#ffc0c0')}</defs>` +
    parts.join('') +
    '</svg>'
  );
}
