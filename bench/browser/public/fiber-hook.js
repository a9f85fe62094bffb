// Loaded before React: React reports every commit to this hook, as it does to React DevTools (production
// builds too). Only roots inside #typing are recorded; for the timed mounts elsewhere the hook returns at once.
// A component counts as rendered in a commit when it performed work on a fiber object that was
// not already in the committed tree (a bailed-out subtree keeps its old fiber objects).
(function () {
  var PERFORMED_WORK = 1;
  var COMPONENT_TAGS = { 0: true, 1: true, 11: true, 14: true, 15: true };
  var previousByRoot = new WeakMap();
  function nameOf(fiber) {
    var type = fiber.type;
    if (!type) return null;
    if (typeof type === 'function') return type.displayName || type.name || null;
    var inner = type.render || type.type;
    return type.displayName || (inner && (inner.displayName || inner.name)) || null;
  }
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function (renderer) {
      var id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE: function () {},
    onScheduleFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    onCommitFiberRoot: function (_id, root) {
      var container = root.containerInfo;
      if (!container || !container.parentNode || container.parentNode.id !== 'typing') return;
      var previous = previousByRoot.get(root) || new WeakSet();
      var seen = new WeakSet();
      var rendered = [];
      var stack = [root.current];
      while (stack.length) {
        var fiber = stack.pop();
        seen.add(fiber);
        if (COMPONENT_TAGS[fiber.tag] && fiber.flags & PERFORMED_WORK && !previous.has(fiber)) {
          var name = nameOf(fiber);
          if (name) rendered.push(name);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previousByRoot.set(root, seen);
      window.__commits.push({ rendered: rendered });
    },
  };
})();
