import { mateEndpoints as endpoints } from '../../shared/contract/mates.js';
import type { Route } from '../http/route.js';
import type { MatePhotoService } from './mate-photos.service.js';
import type { MateService } from './mates.service.js';

export function registerMateRoutes(
  route: Route,
  { mates, matePhotos }: { mates: MateService; matePhotos: MatePhotoService },
) {
  route(endpoints.list, ({ actor, query }) => mates.list(query, actor));
  route(endpoints.detail, ({ actor, params, query }) => mates.detail(actor, params.id, query.lat, query.lng));
  route(endpoints.forEdit, ({ actor, params }) => mates.getForEdit(actor, params.id));
  route(endpoints.publish, ({ actor, body: { photo, ...fields } }) => mates.create(actor, fields, photo), {
    limit: 'matePublish',
  });
  route(endpoints.update, ({ actor, params, body }) => mates.update(actor, params.id, body));
  route(endpoints.pause, ({ actor, params }) => mates.pause(actor, params.id));
  route(endpoints.reactivate, ({ actor, params }) => mates.reactivate(actor, params.id));
  route(endpoints.remove, ({ actor, params }) => mates.remove(actor, params.id));
  route(endpoints.mine, async ({ actor }) => ({ mates: await mates.listMine(actor) }));
  route(endpoints.closeDays, ({ actor, params, body }) => mates.closeDays(actor, params.id, body));
  route(endpoints.changeClosure, ({ actor, params, body }) =>
    mates.changeClosure(actor, params.id, params.blockId, body),
  );
  route(endpoints.removeClosure, ({ actor, params }) =>
    mates.removeClosure(actor, params.id, params.blockId),
  );
  route(endpoints.addPhoto, ({ actor, params, body }) => matePhotos.add(actor, params.id, body.photo));
  route(endpoints.orderPhotos, ({ actor, params, body }) => matePhotos.reorder(actor, params.id, body));
  route(endpoints.setCover, ({ actor, params }) => matePhotos.setCover(actor, params.id, params.photoId));
  route(endpoints.removePhoto, ({ actor, params }) => matePhotos.remove(actor, params.id, params.photoId));
}
