import { createContext } from 'react';

// True while the build renders the first pages' static copies (render-shells.tsx): parts that
// depend on what only the visitor's browser knows render every possibility for the copy's
// script to pick from.
export const StaticCopyContext = createContext(false);
