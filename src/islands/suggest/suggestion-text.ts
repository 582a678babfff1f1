import { t } from '~/islands/suggest/messages';
import type { ImageProblem, SuggestionProblem } from '~/lib/forms/suggestion-rules';

/** The message shown next to a field for a problem the rules found. */
export function problemText(problem: SuggestionProblem): string {
  switch (problem.code) {
    case 'titleTooLong':
    case 'contentTooLong':
      return t(`suggest.error.${problem.code}`, {
        count: problem.count,
        max: problem.max,
      });
    default:
      return t(`suggest.error.${problem.code}`);
  }
}

/** Why a picked file was not added. */
export function imageProblemText(problem: ImageProblem): string {
  switch (problem.code) {
    case 'tooManyImages':
      return t('suggest.error.tooManyImages', { max: problem.max });
    case 'imageTooLarge':
      return t('suggest.error.imageTooLarge', {
        name: problem.name,
        maxMb: problem.maxMb,
      });
    default:
      return t(`suggest.error.${problem.code}`, { name: problem.name });
  }
}
