/**
 * After a change in the creation flow, brings what depends on it back into line, with a sentence for each thing
 * altered: a character whose maxima become known starts rested (full hit points and recoveries), a rested character
 * stays rested when a maximum rises (typing "15" passes through "1", which must not leave 15 of 29 hit points), and
 * current values above a lowered maximum come down to it (002:1442, 002:2311).
 */
import type { OrcusData } from '../character';
import { computedMaxHp, computedMaxRecoveries } from './derive';

export function reconcile(prev: OrcusData, next: OrcusData): { readonly data: OrcusData; readonly changes: readonly string[] } {
  const changes: string[] = [];
  let vitals = next.vitals;
  const hpBefore = computedMaxHp(prev);
  const hpAfter = computedMaxHp(next);
  if (hpAfter !== null && hpBefore === null && vitals.hp === 0) {
    vitals = { ...vitals, hp: hpAfter };
    changes.push(`Hit points set to the maximum, ${hpAfter}: a new character starts unhurt.`);
  } else if (hpAfter !== null && hpBefore !== null && hpAfter > hpBefore && vitals.hp === hpBefore) {
    vitals = { ...vitals, hp: hpAfter };
    changes.push(`Hit points rise with the maximum to ${hpAfter}: the character is unhurt.`);
  } else if (hpAfter !== null && vitals.hp > hpAfter) {
    changes.push(`Current hit points came down from ${vitals.hp} to the new maximum, ${hpAfter} (002:1442).`);
    vitals = { ...vitals, hp: hpAfter };
  }
  const recBefore = computedMaxRecoveries(prev);
  const recAfter = computedMaxRecoveries(next);
  if (recAfter !== null && recBefore === null && vitals.recoveries === 0) {
    vitals = { ...vitals, recoveries: recAfter };
    changes.push(`Recoveries set to the maximum, ${recAfter}.`);
  } else if (recAfter !== null && recBefore !== null && recAfter > recBefore && vitals.recoveries === recBefore) {
    vitals = { ...vitals, recoveries: recAfter };
    changes.push(`Recoveries rise with the maximum to ${recAfter}.`);
  } else if (recAfter !== null && vitals.recoveries > recAfter) {
    changes.push(`Recoveries left came down from ${vitals.recoveries} to the new maximum, ${recAfter} (002:2311).`);
    vitals = { ...vitals, recoveries: recAfter };
  }
  return { data: vitals === next.vitals ? next : { ...next, vitals }, changes };
}
