import { mountStandalone } from '@beacon/shared';
import * as parcel from './parcel';

void mountStandalone(parcel, 'root');
