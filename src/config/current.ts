import type { Settings } from './settings.js';

/**
 * The settings of this process, for declaration-level code (model rules) that runs outside Nest's
 * injector. Set once at boot, before any request.
 */
let current: Settings | null = null;

export function useSettings(settings: Settings): void {
  current = settings;
}

export function settings(): Settings {
  if (!current) throw new Error('settings are read before boot set them');
  return current;
}
