import { Provider } from '@nestjs/common';
import { loadSettings, Settings } from './settings.js';

export const SETTINGS = Symbol('SETTINGS');

export function settingsProvider(settings: Settings = loadSettings()): Provider {
  return { provide: SETTINGS, useValue: settings };
}
