/** @module web/main — entry point of the dashboard bundle. */
import { render } from 'preact';
import { App } from './app.js';
import './styles.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
