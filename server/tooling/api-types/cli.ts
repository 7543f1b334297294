import { writeGenerated } from '../generated-files';
import { generatedFiles } from './generate';

await writeGenerated('api:types', generatedFiles());
