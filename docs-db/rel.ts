/**
 * Rules Enforcement Levels (MTR 1.2): Regular REL follows Judging at Regular REL; Competitive and
 * Professional REL follow the Infraction Procedure Guide.
 */

export type Rel = 'regular' | 'competitive' | 'professional';

export const RELS: readonly Rel[] = ['regular', 'competitive', 'professional'];

export const REL_LABELS: Record<Rel, string> = { regular: 'Regular', competitive: 'Competitive', professional: 'Professional' };

/** The REL assumed when neither the user nor the server's settings name one. */
export const DEFAULT_REL: Rel = 'competitive';
