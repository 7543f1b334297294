import { mountStandalone } from '@beacon/shared/runtime';
import * as parcel from './parcel';

void mountStandalone(parcel, 'root');
