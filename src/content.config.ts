import { pages } from './collections/pages';
import { projects } from './collections/projects';
import { readings } from './collections/readings';

export const collections = { pages, projects, readings };
