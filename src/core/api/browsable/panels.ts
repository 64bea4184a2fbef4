import type { FastifyRequest } from 'fastify';
import type { Html } from '../../../html/engine.js';
import type { Resource } from '../../model/define-resource.js';

/**
 * Panels the browsable API shows on an object's detail page, above its JSON. Apps register them when their
 * module starts (custom links come from extras), so the page itself knows no app: it asks every registered
 * panel about the object it shows and prints what they answer.
 */

export interface DetailPanelInput {
  resource: Resource;
  /** the object as the response's JSON gives it */
  object: Record<string, unknown>;
  request: FastifyRequest;
}

export interface DetailPanel {
  /** the section's id attribute (`panel-<id>`) */
  id: string;
  title: string;
  /** built by escaping code (html/engine.ts compileFragment) */
  html: Html;
}

/** Answers null when it has nothing to show for this object (or the user may not see it). */
export type DetailPanelProvider = (input: DetailPanelInput) => Promise<DetailPanel | null>;

const providers = new Map<string, DetailPanelProvider>();

/** Registers (or replaces, when several apps start in one process) the panel named `name`. */
export function registerDetailPanel(name: string, provider: DetailPanelProvider): void {
  providers.set(name, provider);
}

/** Every panel's answer for one object, in registration order; a failing panel is left out, logged by `onError`. */
export async function detailPanels(input: DetailPanelInput, onError: (name: string, error: unknown) => void): Promise<DetailPanel[]> {
  const out: DetailPanel[] = [];
  for (const [name, provider] of providers) {
    try {
      const panel = await provider(input);
      if (panel) out.push(panel);
    } catch (error) {
      onError(name, error);
    }
  }
  return out;
}
