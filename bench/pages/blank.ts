/**
 * The benchmark's blank page: Svelte's runtime mounting an empty component, nothing else. Its time to ready is the
 * floor the app's start-up is compared with (web.ratio).
 */
import { mount } from 'svelte';
import Blank from './Blank.svelte';

// This file is type-checked without the DOM library (tsconfig.json); the one DOM call it makes is declared here.
declare const document: { getElementById(id: string): unknown };

mount(Blank, { target: document.getElementById('app') as never });
