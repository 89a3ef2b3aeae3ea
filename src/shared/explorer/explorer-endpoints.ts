import { endpointRoute } from '../api/endpoint';

// The residence explorer's calls (flows §7.3): its data by stage, one home of it by name, and
// the 360° pictures (binary). Contracts: explorer-contracts.ts. The explorer's base is
// /api/explorer/; `get` is a fixed segment, so it wins over a stage id in the detail route.
export const EXPLORER_ENDPOINTS = {
  explorerData: endpointRoute('GET', '/api/explorer/get/:stageId'),
  explorerObject: endpointRoute('GET', '/api/explorer/:stageId/:objectName'),
  panoramaImage: endpointRoute('GET', '/externalfiles/image/residenceexplorer/:stageId/360/:viewId/:file'),
} as const;

/** The path of a 360° picture: `{cameraId}.jpg` of a view (its home type). */
export function panoramaImagePath(stageId: string, viewId: string, cameraId: string): string {
  return `/externalfiles/image/residenceexplorer/${encodeURIComponent(stageId)}/360/${encodeURIComponent(viewId)}/${encodeURIComponent(cameraId)}.jpg`;
}
