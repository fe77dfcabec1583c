// French for the pictures' text alternatives and labels (src/core/pictures).
import { type Catalogue } from './catalogue';

export const FR_PICTURES: Catalogue = {};
