import { blocksPageTemplate } from './blocks-page-template';

// Career templates: the career start and the list of open positions.

export const StandardCareerTemplate = blocksPageTemplate({ tone: 'band' });
export const AvailableJobsTemplate = blocksPageTemplate({ layout: 'reading' });
