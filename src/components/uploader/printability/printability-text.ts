import { t } from './messages.ts';
import type { PrintabilityFinding, PrintabilityReport, PrintabilitySeverity, Size3 } from '../../../lib/geometry/dfm/types.ts';

export interface PrintabilityLine {
  severity: PrintabilitySeverity;
  /** 无法制造 / 可能失败 / 正常. */
  label: string;
  text: string;
  /** The finding has a region the 3D preview can colour. */
  region: boolean;
}

const mm = (value: number): string => (Math.round(value * 100) / 100).toString();
const sizeText = (size: Size3): string => `${mm(size.x)} × ${mm(size.y)} × ${mm(size.z)}\u00a0mm`;
const percent = (share: number): string => (share >= 0.995 ? '100' : share < 0.01 ? '<1' : Math.round(share * 100).toString());

export function severityLabel(severity: PrintabilitySeverity): string {
  return t(`printability.severity.${severity}`);
}

/**
 * The Chinese text of one finding; null for a check that was not made for want of a rule
 * (the process gives no figure), which tells the customer nothing they can act on.
 */
export function printabilityFindingText(finding: PrintabilityFinding): string | null {
  switch (finding.code) {
    case 'exceedsBuildVolume':
      return finding.part === undefined
        ? t('printability.exceedsBuildVolume', { size: sizeText(finding.size), volume: sizeText(finding.buildVolume) })
        : t('printability.partExceedsBuildVolume', { part: finding.part, size: sizeText(finding.size), volume: sizeText(finding.buildVolume) });
    case 'rotateToFit':
      return t('printability.rotateToFit', {
        volume: sizeText(finding.buildVolume),
        turns: finding.rotations.map((turn) => t('printability.turn', { axis: turn.axis.toUpperCase() })).join(t('printability.turnJoin')),
      });
    case 'thinWalls': {
      const text = t('printability.thinWalls', { share: percent(finding.share), min: mm(finding.minWallThickness), thinnest: mm(finding.minimum) });
      return finding.severity === 'cannotMake' ? text + t('printability.thinWallsSevere', { share: percent(finding.severeShare) }) : text;
    }
    case 'tinyBodies':
      return t('printability.tinyBodies', { count: finding.count, limit: mm(finding.limit) });
    case 'separateBodies':
      return t('printability.separateBodies', { count: finding.count });
    case 'closedCavity':
      return t(`printability.closedCavity.${finding.advice ?? 'unknown'}`, { count: finding.count, hole: mm(finding.drainHoleMm ?? 0) });
    case 'openEdges':
    case 'nonManifoldEdges':
    case 'inconsistentOrientation':
      return t(`printability.${finding.code}`, { count: finding.count });
    case 'notChecked':
      if (finding.reason === 'noRule') return null;
      return t('printability.notChecked', { check: t(`printability.check.${finding.check}`), reason: t(`printability.reason.${finding.reason}`) });
  }
}

/** Every finding of a report worth showing, worst first, with its severity label. */
export function printabilityLines(report: PrintabilityReport): PrintabilityLine[] {
  const lines: PrintabilityLine[] = [];
  for (const finding of report.findings) {
    const text = printabilityFindingText(finding);
    if (text === null) continue;
    const region = (finding.code === 'thinWalls' || finding.code === 'tinyBodies') && finding.triangles.length > 0;
    lines.push({ severity: finding.severity, label: severityLabel(finding.severity), text, region });
  }
  return lines;
}

/** A part's findings for one material, ready to show (the row needs no text of its own). */
export interface PrintabilityView {
  verdict: PrintabilitySeverity;
  verdictLabel: string;
  /** 可制造性检查（material）. */
  title: string;
  lines: PrintabilityLine[];
  /** Said when there is no finding. */
  allClear: string;
  /** Said under the findings when the preview colours their region; null when it does not. */
  regionNote: string | null;
}

/** `coloured`: the part's preview can colour the regions (the full analysis and the bytes are on this page). */
export function printabilityView(report: PrintabilityReport, material: string, coloured: boolean): PrintabilityView {
  const lines = printabilityLines(report);
  return {
    verdict: report.verdict,
    verdictLabel: severityLabel(report.verdict),
    title: t('printability.title', { material }),
    lines,
    allClear: t('printability.allClear'),
    regionNote: coloured && lines.some((line) => line.region) ? t('printability.thinRegion') : null,
  };
}

/** The message that stops an order: each part that cannot be made, with why. */
export function blockedText(parts: readonly { name: string; reason: string }[]): string {
  return parts.map((part) => t('printability.blocked', { name: part.name, reason: part.reason })).join('；');
}

/** Why a part cannot be made, for the message that stops the order; null when it can be. */
export function cannotMakeReason(report: PrintabilityReport): string | null {
  const reasons = report.findings.filter((finding) => finding.severity === 'cannotMake').map(printabilityFindingText);
  const texts = reasons.filter((text): text is string => text !== null);
  return texts.length ? texts.join('；') : null;
}
