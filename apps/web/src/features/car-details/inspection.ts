// The dealer inspection report as the car page tells it (docs/product/catalogue.md): its points that are
// not a pass, gathered by the checklist's group, and its counts in words.
import type { Inspection, InspectionFinding } from '@luxe/contract/inspection';

export interface FindingGroup {
  group: string;
  attention: number;
  fail: number;
  findings: InspectionFinding[];
}

/** The findings by group, the groups in the order of the checklist (the order the findings come in), fails first in each. */
export function findingsByGroup(findings: readonly InspectionFinding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const finding of findings) {
    let group = groups.get(finding.group);
    if (!group) groups.set(finding.group, (group = { group: finding.group, attention: 0, fail: 0, findings: [] }));
    group[finding.result]++;
    group.findings.push(finding);
  }
  for (const group of groups.values()) group.findings.sort((a, b) => Number(b.result === 'fail') - Number(a.result === 'fail'));
  return [...groups.values()];
}

/** '2 need attention, 1 failed'; a single point 'needs'. */
export function resultsText({ attention, fail }: { attention: number; fail: number }): string {
  return [attention > 0 && `${attention} ${attention === 1 ? 'needs' : 'need'} attention`, fail > 0 && `${fail} failed`]
    .filter(Boolean)
    .join(', ');
}

/** How many points the report answered: every point of the checklist. */
export const pointsOf = (inspection: Pick<Inspection, 'counts'>) =>
  inspection.counts.pass + inspection.counts.attention + inspection.counts.fail;
