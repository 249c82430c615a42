import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';

/**
 * The theme's DocSearch texts, with the no-results title worded as SPEC §8 has it ("No results for";
 * DocSearch 4 says "No results found for"). Used by both the hosted and the local search bar.
 */
export const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: translate({
      id: 'sablier.SearchModal.noResultsScreen.noResultsText',
      message: 'No results for',
      description: 'The title of the search no-results screen, before the quoted query',
    }),
  },
};

export const searchTranslations = {...translations, modal: modalTranslations};
