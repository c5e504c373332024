"""Boot only: build the controller, attach the delegated handler, mark the page ready."""

from pyscript import document

from cardtable.ui.controller import Controller
from cardtable.ui.dom import BrowserPlatform, attach

root = document.getElementById("app")
controller = Controller(BrowserPlatform(root))
attach(controller, root)
controller.boot()
document.documentElement.dataset.ready = "1"
