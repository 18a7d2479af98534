/**
 * The library's clips (issue 15 item 4): everything its listening items say, for the "Record the library"
 * screen, in the order a teacher records them.
 */
import { PREBUILT_LIBRARY } from './index';
import { listeningData, questionClips, type Clip } from './listening-clips';

export interface CatalogueClip extends Clip {
  /** Keys of the activities that say it, in catalogue order. */
  activities: string[];
}

let catalogue: { activities: { key: string; title: { en: string; tl: string } }[]; clips: CatalogueClip[] } | undefined;

/**
 * Every clip of the library in the order a teacher records them: activity by activity, each question's
 * prompt, word and choices as they first appear. Built once.
 */
export function libraryClips() {
  if (catalogue) return catalogue;
  const byId = new Map<string, CatalogueClip>();
  const activities: { key: string; title: { en: string; tl: string } }[] = [];
  for (const activity of PREBUILT_LIBRARY) {
    let has = false;
    for (const question of activity.questions) {
      const item = listeningData(question.data);
      if (!item) continue;
      has = true;
      const clips = questionClips(item);
      for (const c of [clips.prompt.en, clips.prompt.tl, clips.word, ...clips.choices]) {
        if (!c || !c.text) continue;
        const known = byId.get(c.id);
        if (!known) byId.set(c.id, { ...c, activities: [activity.key] });
        else if (!known.activities.includes(activity.key)) known.activities.push(activity.key);
      }
    }
    if (has) activities.push({ key: activity.key, title: activity.title });
  }
  catalogue = { activities, clips: [...byId.values()] };
  return catalogue;
}

/** A clip of the library by its id, or undefined. */
export function findLibraryClip(id: string): CatalogueClip | undefined {
  return libraryClips().clips.find((c) => c.id === id);
}
