import type { Preset } from '../preset';
import type { FormatId } from '../types';
import { adomni } from './adomni';
import { beacon } from './beacon';
import { dv360 } from './dv360';
import { googleAds } from './google-ads';
import { metaAds } from './meta-ads';
import { theTradeDesk } from './the-trade-desk';
import { xandr } from './xandr';

export const PRESETS: Record<FormatId, Preset> = {
  'google-ads': googleAds,
  'meta-ads': metaAds,
  'the-trade-desk': theTradeDesk,
  dv360,
  xandr,
  adomni,
  beacon,
};
