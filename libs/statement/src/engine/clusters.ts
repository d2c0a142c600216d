/**
 * One-dimensional clustering of positions: where many tokens share an edge, a column is. A cluster grows
 * while the next position is within `tolerance` of its running mean, so a column drifting by a fraction of
 * a point from row to row stays one column, and two columns a few characters apart stay two.
 */
export type Cluster<T> = { at: number; members: T[]; min: number; max: number };

export function clusterBy<T>(items: T[], position: (item: T) => number, tolerance: number): Cluster<T>[] {
  const sorted = [...items].sort((a, b) => position(a) - position(b));
  const clusters: Cluster<T>[] = [];
  for (const item of sorted) {
    const x = position(item);
    const last = clusters[clusters.length - 1];
    if (last && x - last.at <= tolerance) {
      last.members.push(item);
      last.at += (x - last.at) / last.members.length;
      last.max = x;
    } else {
      clusters.push({ at: x, members: [item], min: x, max: x });
    }
  }
  return clusters;
}

export const median = (values: number[]): number => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
