/**
 * Every endpoint, the start-up table and those of screens loaded on demand: what the server serves
 * and its tests check. The storefront never imports this file (later-endpoints.ts says why).
 */
import { endpoints, type Endpoints } from './endpoints.ts';
import { laterEndpoints } from './later-endpoints.ts';

export const allEndpoints: Endpoints = { ...endpoints, ...laterEndpoints };
