import { reportReact } from '@beacon/shared';
import React from 'react';
import { createRoot } from 'react-dom/client';
import { HostApp } from './app/host-app';
import { startAreas } from './federation/load-areas';

reportReact('host', React);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<HostApp />);
void startAreas();
