/** What the import did for one model: counts at the source and the target, and what could not be copied. */
export interface Failure {
  id: number;
  display?: string;
  reason: string;
}

export interface ModelReport {
  type: string;
  /** objects at the source (null: the source has no such model) */
  source: number | null;
  target: number;
  created: number;
  inPlace: number;
  failed: Failure[];
}
